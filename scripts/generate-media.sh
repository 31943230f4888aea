#!/bin/sh
# Generates the three looping hero videos and their posters in public/media/.
#   sh scripts/generate-media.sh            (MP4 + WebP posters; add WEBM=1 for VP9 WebM copies)
# Needs: node + node_modules (sharp, via @vite-pwa/assets-generator) and ffmpeg with libx264
# (and libvpx-vp9 for WebM): Debian `apt-get install ffmpeg`.
# Frames are drawn by scripts/generate-media-frames.mjs (original abstract motion in the brand
# palette: periodic, so each loop is seamless) and piped into ffmpeg as raw RGB.
# Output: 1280x720, 24 fps, 8 s, H.264 High yuv420p, +faststart, no audio track, two-pass ~1 Mbit/s
# so each file stays near 1 MB (budget 1.2 MiB).
set -eu
cd "$(dirname "$0")/.."
OUT=public/media
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"
RATE=${RATE:-1000k}

for name in home ecosystem reskilling; do
  echo "== hero-$name"
  node scripts/generate-media-frames.mjs "$name" "$OUT/hero-$name-poster.webp" > "$TMP/frames.rgb"
  IN="-f rawvideo -pix_fmt rgb24 -s 1280x720 -r 24 -i $TMP/frames.rgb"
  COMMON="-an -c:v libx264 -preset veryslow -profile:v high -pix_fmt yuv420p -b:v $RATE -maxrate 1600k -bufsize 2000k -g 48 -x264-params keyint_min=48:scenecut=0"
  # shellcheck disable=SC2086
  ffmpeg -v error -y $IN $COMMON -pass 1 -passlogfile "$TMP/x264" -f null /dev/null
  # shellcheck disable=SC2086
  ffmpeg -v error -y $IN $COMMON -pass 2 -passlogfile "$TMP/x264" -movflags +faststart -map_metadata -1 "$OUT/hero-$name.mp4"
  if [ "${WEBM:-0}" = 1 ]; then
    VP9="-an -c:v libvpx-vp9 -b:v 700k -row-mt 1 -deadline good -cpu-used 2 -g 48 -pix_fmt yuv420p"
    # shellcheck disable=SC2086
    ffmpeg -v error -y $IN $VP9 -pass 1 -passlogfile "$TMP/vp9" -f null /dev/null
    # shellcheck disable=SC2086
    ffmpeg -v error -y $IN $VP9 -pass 2 -passlogfile "$TMP/vp9" -map_metadata -1 "$OUT/hero-$name.webm"
  fi
  rm -f "$TMP/frames.rgb"
done
ls -l "$OUT"
