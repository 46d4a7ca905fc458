import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { forbidden } from "../http/errors";
import { extensionsOn } from "../http/extensions";
import { parseInput } from "../http/validation";

const paramsSchema = z.object({ userId: z.string().min(1).max(320) });

interface UserRow {
  uid: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  wearerId: string | null;
  enableTaken: number;
  priceEnabled: number;
  showLoginPreferencePage: number;
  isFirstLogin: number;
  showCdcRegistrationPage: number;
  indentMode: number;
  indentStartDate: string | null;
  indentEndDate: string | null;
  indentExpectedDeliveryDate: string | null;
  site: string;
  unitUid: string;
  unitName: string;
  unitActive: number;
  billToName: string;
  countryIso: string;
  countryName: string;
  currencyIso: string;
  currencySymbol: string;
  customerSpecificCurrencySymbol: string;
  bulkUploadEnabled: number;
  enableNaizFit: number;
  enableChatbot: number;
  // Issue 25, My Profile
  titleCode: string | null;
  mobile: string | null;
  employeeCode: string | null;
}

const USER_SQL = `
  SELECT u.uid, u.first_name AS firstName, u.last_name AS lastName, u.preferred_name AS preferredName,
    u.wearer_id AS wearerId, u.enable_taken AS enableTaken, u.price_enabled AS priceEnabled,
    u.show_login_preference_page AS showLoginPreferencePage, u.is_first_login AS isFirstLogin,
    u.show_cdc_registration_page AS showCdcRegistrationPage, u.indent_mode AS indentMode,
    u.indent_start_date AS indentStartDate, u.indent_end_date AS indentEndDate,
    u.indent_expected_delivery_date AS indentExpectedDeliveryDate,
    o.site, o.uid AS unitUid, o.name AS unitName, o.active AS unitActive, o.bill_to_name AS billToName,
    co.isocode AS countryIso, co.name AS countryName, cu.isocode AS currencyIso, cu.symbol AS currencySymbol,
    o.customer_specific_currency_symbol AS customerSpecificCurrencySymbol,
    o.bulk_upload_enabled AS bulkUploadEnabled, o.enable_naiz_fit AS enableNaizFit, o.enable_chatbot AS enableChatbot,
    u.title_code AS titleCode, u.mobile, u.employee_code AS employeeCode
  FROM users u
  JOIN org_units o ON o.uid = u.org_unit
  JOIN countries co ON co.isocode = o.country
  JOIN currencies cu ON cu.isocode = o.currency
  WHERE u.uid = ?`;

/**
 * The user as a stock SAP Commerce 2211 B2B answers `GET orgUsers/{userId}` (`B2BUserWsDTO`, BACKEND_EXTENSIONS=none;
 * issue 22): the B2B roles as group uids in `roles`, the unit as `{uid, name, active}`, none of this customer's
 * fields (`groups`, `priceEnabled`, `enableTaken`, onboarding flags, wearer id, the unit's extras). Source: Spartacus
 * `occ.models.ts` `Occ.B2BUser` / `User` and `cypress/sample-data/service-order.ts` (a recorded B2B user).
 */
function stockB2BUser(user: UserRow, groups: { uid: string }[]) {
  return {
    uid: user.uid,
    name: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    displayUid: user.uid,
    // UserWsDTO's titleCode: a stock SAP sends it too (issue 25, My Profile)
    ...(user.titleCode ? { titleCode: user.titleCode } : {}),
    ...(user.uid.includes("@") ? { email: user.uid } : {}),
    active: true,
    roles: groups.map((group) => group.uid),
    orgUnit: { uid: user.unitUid, name: user.unitName, active: user.unitActive === 1 },
    currency: { active: true, isocode: user.currencyIso, name: user.currencyIso, symbol: user.currencySymbol },
    language: { active: true, isocode: "en", name: "English", nativeName: "English" },
    selected: false,
  };
}

/** `GET /occ/v2/{site}/orgUsers/{userId}` (docs/occ-api.md, "Current user"). */
export function usersRoutes(deps: AppDeps) {
  const { db } = deps;
  const findUser = db.prepare<[string], UserRow>(USER_SQL);
  const findGroups = db.prepare<[string], { uid: string; name: string }>(
    `SELECT g.uid, g.name FROM user_group_members m JOIN user_groups g ON g.uid = m.group_uid
     WHERE m.user_uid = ? ORDER BY m.position`,
  );

  const stock = !extensionsOn(deps.config);

  const app = new Hono<OccEnv>();
  app.get("/:site/orgUsers/:userId", bearerAuth(deps, { required: true }), (c) => {
    const { userId } = parseInput(paramsSchema, c.req.param());
    const userUid = c.get("auth")?.userUid;
    if (!userUid) throw forbidden("This token is not bound to a user");
    if (userId !== "current" && userId.toLowerCase() !== userUid) {
      throw forbidden("Access to another user's account is not allowed");
    }
    const user = findUser.get(userUid);
    const site = c.get("site");
    if (!user || user.site !== site.uid) throw forbidden(`User does not belong to base site '${site.uid}'`);
    if (stock) return c.json(stockB2BUser(user, findGroups.all(user.uid)), 200, { "Cache-Control": "private, no-store" });
    return c.json(
      {
        uid: user.uid,
        name: `${user.firstName} ${user.lastName}`,
        firstName: user.firstName,
        lastName: user.lastName,
        preferredName: user.preferredName,
        displayUid: user.uid,
        // Issue 25, My Profile: this customer's profile fields
        titleCode: user.titleCode,
        mobileNumber: user.mobile,
        employeeId: user.employeeCode,
        groups: findGroups.all(user.uid),
        enableTaken: user.enableTaken === 1,
        priceEnabled: user.priceEnabled === 1,
        wearerId: user.wearerId,
        showLoginPreferencePage: user.showLoginPreferencePage === 1,
        isFirstLogin: user.isFirstLogin === 1,
        showCDCRegistrationPage: user.showCdcRegistrationPage === 1,
        indentMode: user.indentMode === 1,
        indentStartDate: user.indentStartDate,
        indentEndDate: user.indentEndDate,
        indentExpectedDeliveryDate: user.indentExpectedDeliveryDate,
        currency: { isocode: user.currencyIso, symbol: user.currencySymbol },
        orgUnit: {
          uid: user.unitUid,
          name: user.unitName,
          active: user.unitActive === 1,
          billToName: user.billToName,
          country: { isocode: user.countryIso, name: user.countryName },
          customerSpecificCurrencySymbol: user.customerSpecificCurrencySymbol,
          bulkUploadEnabled: user.bulkUploadEnabled === 1,
          enableNaizFit: user.enableNaizFit === 1,
          enableChatbot: user.enableChatbot === 1,
        },
      },
      200,
      { "Cache-Control": "private, no-store" },
    );
  });
  return app;
}
