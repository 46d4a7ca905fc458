/**
 * Content found by the global search, per site: help articles, policies, a size guide per category and a guide
 * per range (32 per site). Urls are storefront paths. Documented in docs/reference-backend.md.
 */
import { CATEGORIES, PRODUCTS } from "./catalog";

export interface SearchContentSeed {
  uid: string;
  title: string;
  description: string;
  imageUrl: string | null;
  label: string;
  name: string;
  url: string;
  keywords: string;
}

type Site = "corporate" | "wholesale";
type Entry = [slug: string, title: string, description: string, keywords: string];

const CORPORATE_HELP: Entry[] = [
  ["ordering-your-uniform", "How to order your uniform", "Choose your garments, sizes and colours, then send your order for approval.", "order ordering cart checkout"],
  ["uniform-allocation", "Using your uniform allocation", "How your dollar or item allocation works, and what happens when an order goes over it.", "allocation budget credit"],
  ["new-starter-packs", "New starter packs explained", "Everything a new team member needs for their first week, funded by your organisation.", "pack packs new starter onboarding"],
  ["compulsory-packs", "Compulsory safety packs", "The safety gear you must wear on site, and how to order replacements.", "pack packs compulsory safety hi-vis boots"],
  ["pre-order-packs", "Pre-order packs", "Order seasonal packs before the range ships; we deliver from the pre-order date.", "pack packs pre-order winter seasonal"],
  ["tracking-delivery", "Tracking your delivery", "Follow your order from our warehouse to your door with the link in your confirmation e-mail.", "delivery shipping tracking consignment"],
  ["exchanges-and-returns", "Exchanges and returns", "Exchange an item for another size, or return a faulty or incorrect item.", "return returns exchange refund size"],
  ["approving-orders", "Approving orders", "How approvers review, approve or decline the orders of their team.", "approval approver approve decline"],
  ["delivery-address", "Changing your delivery address", "Add or update the addresses your uniform can be delivered to.", "address delivery shipping"],
  ["reset-password", "Resetting your password", "Ask for a reset link by e-mail or SMS when you cannot sign in.", "password login sign in reset account"],
  ["made-to-order", "Made-to-order and sourced-to-order items", "Some items are made or sourced when you order them: allow extra time for delivery.", "made sourced stock delivery lead time"],
  ["purchase-orders", "Purchase orders", "Create a purchase order number for your business units and use it at checkout.", "purchase order po business unit"],
];

const WHOLESALE_HELP: Entry[] = [
  ["bulk-upload", "Bulk upload orders", "Upload a spreadsheet of SKUs and quantities to order for many stores at once.", "bulk upload csv spreadsheet order"],
  ["managing-stores", "Managing your stores", "Add stores, set their delivery addresses and choose who can order for each one.", "store stores business unit"],
  ["wholesale-pricing", "Wholesale pricing", "How your wholesale prices are set, and when they change.", "price prices pricing"],
  ["volume-pricing", "Volume pricing", "Buy 10 or more of a product to save 5 per cent, or 50 or more to save 10 per cent.", "bulk volume discount price"],
  ["minimum-orders", "Minimum order quantities", "Which products are sold in cartons, and the smallest order we can ship.", "minimum quantity carton order"],
  ["ordering-for-stores", "Ordering for several stores", "Place one order for several stores and split the delivery by store.", "order ordering stores split delivery"],
  ["invoices-statements", "Invoices and statements", "Download invoices and monthly statements for your account.", "invoice statement finance account"],
  ["making-a-payment", "Making a payment", "Pay outstanding invoices by card or bank transfer.", "payment pay card invoice finance"],
  ["purchase-orders", "Purchase orders", "Create purchase order numbers for your stores and use them at checkout.", "purchase order po store"],
  ["store-delivery", "Delivery to your stores", "Delivery times to metropolitan and regional stores, and how to track a consignment.", "delivery shipping tracking consignment"],
  ["store-returns", "Returns and exchanges for stores", "Return unsold or faulty stock, or exchange it for other sizes.", "return returns exchange refund"],
  ["reset-password", "Resetting your password", "Ask for a reset link by e-mail or SMS when you cannot sign in.", "password login sign in reset account"],
];

const POLICIES: Entry[] = [
  ["returns", "Returns policy", "When we accept returns and exchanges, and how refunds are made.", "return returns exchange refund policy"],
  ["delivery", "Delivery and shipping policy", "Delivery areas, times and charges for Australia and New Zealand.", "delivery shipping freight policy"],
  ["privacy", "Privacy policy", "What personal information we collect, why, and how we protect it.", "privacy personal information data policy"],
  ["terms", "Terms of use", "The terms that apply when you use this store.", "terms conditions legal policy"],
  ["garment-care", "Garment care guide", "Washing and care instructions that keep your uniform looking new.", "care washing laundry policy"],
];

const RANGE_GUIDES: Entry[] = [
  ["classic", "The Classic range", "Our best-selling everyday range, in the colours most teams wear.", "classic range everyday"],
  ["pro", "The Pro range", "Heavy-duty fabrics and reinforced stitching for demanding shifts.", "pro range heavy duty durable"],
  ["eco", "The Eco range", "Made with recycled polyester and organic cotton: new this season.", "eco range recycled organic sustainable new"],
  ["metro", "The Metro range", "A modern tailored cut for customer-facing teams.", "metro range tailored modern"],
];

const POLICY_URLS: Record<string, string> = { privacy: "/privacy", terms: "/terms-and-conditions" };

/**
 * Storefront pages this content would link to that do not exist yet (issue 21: the link crawl fails on a 404): help
 * articles, policy pages and size guides. Until they land their items link to the help page (Help and FAQs), which
 * answers the same questions in short; docs/architecture.md "Links waiting for their pages" lists them. When a kind of
 * page lands, take its prefix off and raise SEED_VERSION (backend/src/seed.ts puts the real URLs back).
 */
export const CONTENT_PAGES_WAITING: readonly string[] = ["/help/", "/policies/", "/size-guides/"];
export const WAITING_CONTENT_URL = "/faq";

/** The url an item is seeded with: its own page, or the help page while its page is waiting. */
export function linkableContentUrl(url: string): string {
  return CONTENT_PAGES_WAITING.some((prefix) => url.startsWith(prefix)) ? WAITING_CONTENT_URL : url;
}

/** The size run of a category, e.g. "XS–3XL", from its first product's variants. */
function sizeRun(category: string): string {
  const product = PRODUCTS.find((candidate) => candidate.category === category);
  const sizes = [...new Set(product?.variants.map((variant) => variant.size) ?? [])];
  const first = sizes[0] ?? "";
  const last = sizes[sizes.length - 1] ?? "";
  return first === last ? first : `${first}–${last}`;
}

export function searchContent(site: Site): SearchContentSeed[] {
  const help = (site === "wholesale" ? WHOLESALE_HELP : CORPORATE_HELP).map(([slug, title, description, keywords]) => ({
    uid: `help-${slug}`,
    title,
    description,
    imageUrl: null,
    label: "Help",
    name: `help-${slug}`,
    url: `/help/${slug}`,
    keywords: `help ${keywords}`,
  }));
  const policies = POLICIES.map(([slug, title, description, keywords]) => ({
    uid: `policy-${slug}`,
    title,
    description,
    imageUrl: "/medias/cms/search-policy.svg",
    label: "Policy",
    name: `policy-${slug}`,
    url: POLICY_URLS[slug] ?? `/policies/${slug}`,
    keywords,
  }));
  const sizeGuides = CATEGORIES.map((category) => ({
    uid: `size-guide-${category.code}`,
    title: `${category.name} size guide`,
    description: `Find your size in ${category.name.toLowerCase()} (${sizeRun(category.code)}), with tips on how to measure.`,
    imageUrl: "/medias/cms/search-size-guide.svg",
    label: "Size guide",
    name: `size-guide-${category.code}`,
    url: `/size-guides/${category.code}`,
    keywords: "size sizes sizing fit measure measurements chart",
  }));
  const ranges = RANGE_GUIDES.map(([slug, title, description, keywords]) => ({
    uid: `range-${slug}`,
    title,
    description,
    imageUrl: "/medias/cms/search-range.svg",
    label: "Range guide",
    name: `range-${slug}`,
    url: `/search/${slug}`,
    keywords,
  }));
  return [...help, ...policies, ...sizeGuides, ...ranges].map((item) => ({ ...item, url: linkableContentUrl(item.url) }));
}
