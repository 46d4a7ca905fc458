import { z } from "zod";
import { type OccCaller } from "./caller.server";

/**
 * Call group "CMS" (spec part 1 §7 "Content slots and components fetched by slot name or uid";
 * docs/occ-api.md "CMS" and "CMS personalisation"): content pages with their slots, and
 * components by id. Components are kept loosely typed at the page level (a strict OCC backend
 * serves many component types) and read with the typed schemas below, which skip anything that
 * does not match instead of failing the page.
 */

export const CmsMediaSchema = z.object({
  url: z.string(),
  altText: z.string().nullable().optional(),
});
export type CmsMedia = z.infer<typeof CmsMediaSchema>;

/** Every component: uid, typeCode, name, plus its typed fields. */
export const CmsComponentSchema = z
  .object({
    uid: z.string(),
    typeCode: z.string(),
    name: z.string().optional(),
  })
  .passthrough();
export type CmsComponent = z.infer<typeof CmsComponentSchema>;

export const CmsSlotSchema = z.object({
  slotId: z.string().optional(),
  position: z.string(),
  name: z.string().optional(),
  components: z
    .object({ component: z.array(CmsComponentSchema).default([]) })
    .optional()
    .transform((c) => c?.component ?? []),
});
export type CmsSlot = z.infer<typeof CmsSlotSchema>;

export const CmsPageSchema = z.object({
  uid: z.string(),
  name: z.string().optional(),
  title: z.string().nullable().optional(),
  template: z.string().optional(),
  label: z.string().optional(),
  contentSlots: z
    .object({ contentSlot: z.array(CmsSlotSchema).default([]) })
    .optional()
    .transform((s) => s?.contentSlot ?? []),
});
export type CmsPage = z.infer<typeof CmsPageSchema>;

export const CmsComponentListSchema = z.object({
  component: z.array(CmsComponentSchema).default([]),
});

/**
 * Account or site link content (spec part 1 §3): name, uid, urlLink or url, linkName.
 * Normalised to `{ uid, label, url }` (label: linkName, else name).
 */
export const CmsLinkSchema = z
  .object({
    uid: z.string(),
    name: z.string().optional(),
    linkName: z.string().optional(),
    url: z.string().optional(),
    urlLink: z.string().optional(),
  })
  .transform((link, ctx) => {
    const url = link.url ?? link.urlLink;
    const label = link.linkName ?? link.name;
    if (!url || !label) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "a link needs a url and a name" });
      return z.NEVER;
    }
    return { uid: link.uid, label, url };
  });
export type CmsLink = z.infer<typeof CmsLinkSchema>;

/** Banners: site logo (SimpleBannerComponent), hero banners, the contact banner. */
export const CmsBannerSchema = z.object({
  uid: z.string(),
  typeCode: z.string(),
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  /** Personalised by the user's org-unit country (docs/occ-api.md "CMS personalisation"). */
  welcomeText: z.string().nullable().optional(),
  /** The contact banner's phone number, personalised by country like welcomeText. */
  phone: z.string().nullable().optional(),
  media: CmsMediaSchema.nullable().optional(),
  urlLink: z.string().nullable().optional(),
  urlName: z.string().nullable().optional(),
});
export type CmsBanner = z.infer<typeof CmsBannerSchema>;

/** Global error content (spec part 1 §3): errorSeverity (system, general, warning), content (HTML). */
export const GlobalMessageSeveritySchema = z.enum(["system", "general", "warning"]);
export type GlobalMessageSeverity = z.infer<typeof GlobalMessageSeveritySchema>;
export const CmsGlobalMessageSchema = z.object({
  uid: z.string(),
  errorSeverity: GlobalMessageSeveritySchema,
  content: z.string(),
});
export type CmsGlobalMessage = z.infer<typeof CmsGlobalMessageSchema>;

export const CmsParagraphSchema = z.object({
  uid: z.string(),
  typeCode: z.literal("CMSParagraphComponent"),
  /** A section heading (content pages); footer paragraphs have none. */
  title: z.string().nullable().optional(),
  content: z.string(),
});
export type CmsParagraph = z.infer<typeof CmsParagraphSchema>;

export const CmsFooterLinkGroupSchema = z.object({
  uid: z.string(),
  typeCode: z.literal("FooterLinkGroupComponent"),
  title: z.string(),
  links: z.array(z.unknown()).default([]),
});
export type CmsFooterLinkGroup = z.infer<typeof CmsFooterLinkGroupSchema>;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/**
 * `GET cms/pages?pageType=ContentPage&pageLabelOrId={id}`. `personalised` adds `userId=current`
 * (only with a signed-in user's token), so the backend serves the texts of the user's country.
 */
export async function getCmsPage(
  { occ }: OccCaller,
  { pageLabelOrId, personalised = false }: { pageLabelOrId: string; personalised?: boolean },
): Promise<CmsPage> {
  return occ.request({
    path: "cms/pages",
    query: { pageType: "ContentPage", pageLabelOrId, userId: personalised ? "current" : undefined },
    schema: CmsPageSchema,
  });
}

/** `GET cms/components?componentIds=a,b` — unknown ids are left out; order as asked. */
export async function getCmsComponents({ occ }: OccCaller, componentIds: readonly string[]): Promise<CmsComponent[]> {
  if (componentIds.length === 0) return [];
  const list = await occ.request({
    path: "cms/components",
    query: { componentIds: componentIds.join(","), currentPage: 0, pageSize: Math.min(componentIds.length, 100) },
    schema: CmsComponentListSchema,
  });
  return list.component;
}

// ---------------------------------------------------------------------------------------------
// Reading slots
// ---------------------------------------------------------------------------------------------

/** The components of the slot at `position` (e.g. `SiteLinks`); empty when the page has no such slot. */
export function slotComponents(page: CmsPage | null, position: string): CmsComponent[] {
  return page?.contentSlots.find((slot) => slot.position === position)?.components ?? [];
}

/** Components that parse with `schema`; the rest are skipped (unknown types, incomplete content). */
export function componentsOf<T>(components: readonly unknown[], schema: z.ZodType<T, z.ZodTypeDef, unknown>): T[] {
  const result: T[] = [];
  for (const component of components) {
    const parsed = schema.safeParse(component);
    if (parsed.success) result.push(parsed.data);
  }
  return result;
}

/** Every component of the page, in slot order (to find one by uid wherever it sits). */
export function allComponents(page: CmsPage | null): CmsComponent[] {
  return page?.contentSlots.flatMap((slot) => slot.components) ?? [];
}
