import { describe, expect, it } from 'vitest'
import { isIosSafari, isStandalone } from './ios-install'

// Real user agents of the browsers in question.
const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPadSafariMobile:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  // iPadOS Safari asks for desktop sites: the same string as Safari on a Mac.
  desktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iPhoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  iPhoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.36.109;FBBV/579226366]',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.99 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
}

describe('iOS and iPadOS Safari', () => {
  it.each([
    ['Safari on iPhone', UA.iPhoneSafari, 5],
    ['Safari on iPad with the mobile user agent', UA.iPadSafariMobile, 5],
    ['Safari on iPad asking for desktop sites (a Mac user agent with touch)', UA.desktopSafari, 5],
  ])('is %s', (_name, userAgent, maxTouchPoints) => {
    expect(isIosSafari({ userAgent, maxTouchPoints })).toBe(true)
  })

  it.each([
    ['Safari on a Mac (no touch screen)', UA.desktopSafari, 0],
    ['Chrome on iPhone', UA.iPhoneChrome, 5],
    ['Firefox on iPhone', UA.iPhoneFirefox, 5],
    ["Facebook's in-app browser", UA.iPhoneFacebook, 5],
    ['Chrome on Android', UA.androidChrome, 5],
    ['Chrome on a desktop', UA.desktopChrome, 0],
  ])('is not %s', (_name, userAgent, maxTouchPoints) => {
    expect(isIosSafari({ userAgent, maxTouchPoints })).toBe(false)
  })
})

describe('installed app', () => {
  it('is the standalone display mode or Safari’s navigator.standalone', () => {
    expect(isStandalone(true, {})).toBe(true)
    expect(isStandalone(false, { standalone: true })).toBe(true)
    expect(isStandalone(false, { standalone: false })).toBe(false)
    expect(isStandalone(false, {})).toBe(false)
  })
})
