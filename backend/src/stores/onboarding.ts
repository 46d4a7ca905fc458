import { type Db } from "../db";
import { type BaseSite } from "../http/env";
import { forbidden } from "../http/errors";

/** Onboarding, identity-provider registration and SSO of the signed-in user (routes/onboarding.ts). */

export interface UserRow {
  uid: string;
  firstName: string;
  lastName: string;
  ssoUrl: string;
  site: string;
  unitActive: number;
}

export function onboardingStore(db: Db, now: () => number) {
  const findUser = db.prepare<[string], UserRow>(
    `SELECT u.uid, u.first_name AS firstName, u.last_name AS lastName, u.sso_url AS ssoUrl, o.site,
       o.active AS unitActive
     FROM users u JOIN org_units o ON o.uid = u.org_unit WHERE u.uid = ?`,
  );
  const mobileOfOther = db.prepare<[string, string], { uid: string }>("SELECT uid FROM users WHERE mobile = ? AND uid <> ?");
  const completeOnboarding = db.prepare<[string | null, string | null, number, string]>(
    `UPDATE users SET preferred_name = ?, mobile = coalesce(?, mobile), uniform_policy_accepted_at = ?,
       is_first_login = 0 WHERE uid = ?`,
  );
  const completeIdentityRegistration = db.prepare<[string]>(
    "UPDATE users SET show_cdc_registration_page = 0 WHERE uid = ?",
  );

  return {
    /** The signed-in user of this site (403 for client tokens, `userUid` null, and other sites' users). */
    signedInUser(userUid: string | null | undefined, site: BaseSite): UserRow {
      if (!userUid) throw forbidden("This token is not bound to a user");
      const user = findUser.get(userUid);
      if (!user || user.site !== site.uid) throw forbidden(`User does not belong to base site '${site.uid}'`);
      return user;
    },
    /** Whether another account than `uid` has this (normalised) mobile number. */
    mobileOfOther: (mobile: string, uid: string) => mobileOfOther.get(mobile, uid) !== undefined,
    completeOnboarding(uid: string, preferredName: string | null, mobile: string | null) {
      completeOnboarding.run(preferredName, mobile, now(), uid);
    },
    completeIdentityRegistration(uid: string) {
      completeIdentityRegistration.run(uid);
    },
  };
}
