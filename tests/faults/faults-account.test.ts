import { FAMILIES, SHOP_FAMILIES } from "./page-families";
import { runFamilies } from "./run";

// Backend faults on the organisation side's pages and forms (issue 21): purchase orders, approvals, packs, punch-out,
// proxy ordering — every family the shop file does not run.
runFamilies(FAMILIES.filter((family) => !SHOP_FAMILIES.includes(family.family)));
