import { type Db } from "../db";
import { OccError } from "../http/errors";
import { hashSecret, verifySecret } from "../passwords";
import { PASSWORD_CHANGE_MIN_LENGTH, passwordProblem } from "../rules/password-rules";

/**
 * Login & Security (issue 25; docs/login-security.md): the password and the login (e-mail, `users.uid`) of a signed-in
 * user. Both end every session of the user: every OAuth token (access and refresh, every client, every device) is
 * revoked in the same transaction as the change.
 *
 * The login is the primary key of `users`, referenced by many tables (orders, carts, addresses, tokens, …). A change
 * updates `users.uid` and every column that references it, found at start from `pragma_foreign_key_list` (so tables
 * added by later migrations follow without a change here), in one IMMEDIATE transaction with the foreign keys
 * deferred to its commit.
 */

export interface AccountSecurityUser {
  uid: string;
  passwordHash: string;
  showLoginPreferencePage: boolean;
  disabled: boolean;
}

export const accessDenied = () => new OccError(403, [{ type: "AccessDeniedError", message: "Access is denied" }]);
const fieldError = (subject: string, message: string, reason: "missing" | "invalid" = "invalid") =>
  new OccError(400, [{ type: "ValidationError", subject, subjectType: "parameter", reason, message }]);

/** The backend's texts (the storefront shows its own, from the error type and subject). */
export const ACCOUNT_SECURITY_TEXTS = {
  oldPasswordIncorrect: "Old password incorrect.",
  passwordIncorrect: "Password entered is not valid.",
  samePassword: "The new password must be different from the old password.",
  sameLogin: "The new e-mail address is the same as the current one.",
  duplicateLogin: (login: string) => `An account with the e-mail address ${login} already exists.`,
};

/** Columns that reference users(uid), as (table, column) pairs, read from the schema. */
export function userReferences(db: Db): { table: string; column: string }[] {
  return db
    .prepare<[], { table: string; column: string }>(
      `SELECT m.name AS "table", f."from" AS "column"
       FROM sqlite_master m, pragma_foreign_key_list(m.name) f
       WHERE m.type = 'table' AND f."table" = 'users' AND f."to" = 'uid'
       ORDER BY m.name, f."from"`,
    )
    .all();
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function accountSecurityStore(db: Db, now: () => number) {
  const findUser = db.prepare<[string], { uid: string; passwordHash: string; showLoginPreferencePage: number; disabled: number }>(
    `SELECT uid, password_hash AS passwordHash, show_login_preference_page AS showLoginPreferencePage, disabled
     FROM users WHERE uid = ?`,
  );
  const setPassword = db.prepare<[string, string]>("UPDATE users SET password_hash = ? WHERE uid = ?");
  const revokeAll = db.prepare<[number, string]>(
    "UPDATE oauth_tokens SET revoked_at = ? WHERE user_uid = ? AND revoked_at IS NULL",
  );
  const renameUser = db.prepare<[string, string]>("UPDATE users SET uid = ? WHERE uid = ?");
  const references = userReferences(db).map(({ table, column }) =>
    db.prepare<[string, string]>(`UPDATE ${quote(table)} SET ${quote(column)} = ? WHERE ${quote(column)} = ?`),
  );

  function user(uid: string): AccountSecurityUser | null {
    const row = findUser.get(uid);
    if (!row) return null;
    return {
      uid: row.uid,
      passwordHash: row.passwordHash,
      showLoginPreferencePage: row.showLoginPreferencePage === 1,
      disabled: row.disabled === 1,
    };
  }

  const changePasswordTx = db.transaction((uid: string, hash: string, at: number) => {
    setPassword.run(hash, uid);
    revokeAll.run(at, uid);
  });

  const changeLoginTx = db.transaction((uid: string, newLogin: string, at: number) => {
    if (findUser.get(newLogin)) throw new OccError(400, [{ type: "DuplicateUidError", message: ACCOUNT_SECURITY_TEXTS.duplicateLogin(newLogin) }]);
    db.pragma("defer_foreign_keys = ON");
    revokeAll.run(at, uid);
    renameUser.run(newLogin, uid);
    for (const statement of references) statement.run(newLogin, uid);
  });

  return {
    user,

    /** Whether `password` is the user's password (constant time; a missing user never matches). */
    async passwordMatches(target: AccountSecurityUser, password: string): Promise<boolean> {
      return verifySecret(password, target.passwordHash);
    },

    /** The new password's first broken rule (min 6, spec part 2 §5), or its sameness with the old one, as a 400. */
    checkNewPassword(oldPassword: string, newPassword: string): void {
      const problem = passwordProblem(newPassword, PASSWORD_CHANGE_MIN_LENGTH);
      if (problem) throw fieldError("new", problem);
      if (oldPassword === newPassword) throw fieldError("new", ACCOUNT_SECURITY_TEXTS.samePassword);
    },

    /** Sets the password and revokes every token of the user (the caller has checked the old password). */
    changePassword(uid: string, newPassword: string): void {
      changePasswordTx.immediate(uid, hashSecret(newPassword), now());
    },

    /**
     * Changes the login (`users.uid`) and every reference to it, and revokes every token of the user, in one
     * transaction. 400 DuplicateUidError when the new login is taken (checked inside the transaction).
     */
    changeLogin(uid: string, newLogin: string): void {
      if (newLogin === uid) throw fieldError("newLogin", ACCOUNT_SECURITY_TEXTS.sameLogin);
      changeLoginTx.immediate(uid, newLogin, now());
    },
  };
}
export type AccountSecurityStore = ReturnType<typeof accountSecurityStore>;
