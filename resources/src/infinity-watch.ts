/**
 * Infinity Watch's infinity_watch.carousel_duration, in seconds (shell §3; §9 default 60 s): at
 * least 1, at most what a browser timer can wait (2^31 - 1 ms, about 24.8 days; a longer delay
 * fires at once, and 1e9 moved the carousel on at every tick). The simulator refuses a value out
 * of range; the web app reads one it meets (the provider stores settings as sent) as the default.
 */
export const CAROUSEL_SECONDS = { min: 1, max: Math.floor((2 ** 31 - 1) / 1000), standard: 60 } as const;

export function isCarouselSeconds(seconds: number): boolean {
  return Number.isFinite(seconds) && seconds >= CAROUSEL_SECONDS.min && seconds <= CAROUSEL_SECONDS.max;
}
