/**
 * The first-login onboarding page's texts (issue 4; `/customer-onboarding`) — ours, the spec has no wording.
 *
 * One named export per text, imported as a namespace (decision 004).
 */

export const onboardingComplete = "Thank you, your details have been saved.";
export const uniformPolicyRequired = "You must accept the uniform policy to continue.";
