#!/bin/sh
# Generates the three looping hero videos and their posters in public/media/.
#   sh scripts/generate-media.sh            (MP4 + WebP and AVIF posters; add WEBM=1 for VP9 WebM copies)
# Needs: node + node_modules (sharp, via @vite-pwa/assets-generator) and ffmpeg with libx264
# (and libvpx-vp9 for WebM): Debian `apt-get install ffmpeg`.
# Frames are drawn by scripts/generate-media-frames.mjs (original abstract motion in the brand
# palette: periodic, so each loop is seamless) and piped into ffmpeg as raw RGB.
# Output: frames drawn at 1280x720 and scaled to 960x540 (SIZE), 24 fps, 8 s, H.264 High yuv420p
# tuned for animation, +faststart, no audio track, two-pass ~180 kbit/s (RATE), so each file is
# ~180 KB: the on-screen hero plays within a page's 400 KB before a scroll
# (docs/decisions/0070-hero-video-shorter-than-its-poster.md). The browser scales it up behind the hero's
# text; the posters stay full size.
set -eu
cd "$(dirname "$0")/.."
OUT=public/media
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"
RATE=${RATE:-180k}
SIZE=${SIZE:-960x540}

for name in home ecosystem reskilling; do
  echo "== hero-$name"
  node scripts/generate-media-frames.mjs "$name" "$OUT/hero-$name-poster.webp" > "$TMP/frames.rgb"
  IN="-f rawvideo -pix_fmt rgb24 -s 1280x720 -r 24 -i $TMP/frames.rgb"
  COMMON="-an -vf scale=$SIZE:flags=lanczos -c:v libx264 -preset veryslow -tune animation -profile:v high -pix_fmt yuv420p -b:v $RATE -maxrate 400k -bufsize 800k -g 96 -x264-params keyint_min=96:scenecut=0"
  # shellcheck disable=SC2086
  ffmpeg -v error -y $IN $COMMON -pass 1 -passlogfile "$TMP/x264" -f null /dev/null
  # shellcheck disable=SC2086
  ffmpeg -v error -y $IN $COMMON -pass 2 -passlogfile "$TMP/x264" -movflags +faststart -map_metadata -1 "$OUT/hero-$name.mp4"
  if [ "${WEBM:-0}" = 1 ]; then
    VP9="-an -vf scale=$SIZE:flags=lanczos -c:v libvpx-vp9 -b:v 150k -row-mt 1 -deadline good -cpu-used 2 -g 48 -pix_fmt yuv420p"
    # shellcheck disable=SC2086
    ffmpeg -v error -y $IN $VP9 -pass 1 -passlogfile "$TMP/vp9" -f null /dev/null
    # shellcheck disable=SC2086
    ffmpeg -v error -y $IN $VP9 -pass 2 -passlogfile "$TMP/vp9" -map_metadata -1 "$OUT/hero-$name.webm"
  fi
  rm -f "$TMP/frames.rgb"
done
ls -l "$OUT"
