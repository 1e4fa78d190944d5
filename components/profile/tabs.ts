// The profile page's tabs, in order; `?tab=` names the open one (none: the first). Not a client module, so the
// server page can read it too.
export const PROFILE_TABS = ["profile", "addresses", "photos", "blocked"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function profileTab(value: unknown): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? "profile";
}
