// Free of zod and server imports: the dashboard's location filter and onboarding read these in the browser.

/** The service radius options of onboarding (SPEC §9), also the dashboard's 'Within' filter; the last reads '30+'. */
export const RADIUS_OPTIONS = [5, 10, 15, 20, 25, 30] as const;
/** Onboarding's default service radius (SPEC §9), also the radius of a search by place when none is given. */
export const DEFAULT_RADIUS_MILES = 10;
export const MAX_RADIUS_MILES = 500;

const WIDEST = RADIUS_OPTIONS[RADIUS_OPTIONS.length - 1];

/** '10 miles', or '30+ miles' for the widest option and beyond. */
export const radiusLabel = (miles: number) => (miles >= WIDEST ? `${WIDEST}+ miles` : `${miles} miles`);
