/** The registration form's titles (spec part 2 §3: optional). No zod here: the route's component imports it. */
export const TITLE_OPTIONS = [
  { value: "mr", label: "Mr" },
  { value: "mrs", label: "Mrs" },
  { value: "ms", label: "Ms" },
  { value: "miss", label: "Miss" },
  { value: "dr", label: "Dr" },
  { value: "mx", label: "Mx" },
] as const;
