/**
 * Approvers (issue 26; spec part 2 §6 "Approvers are assigned per unit and per user and inherit up the unit hierarchy
 * until an admin"). One rule, read by the unit detail (org-units.ts) and the user detail (org-users.ts):
 *
 * - A user's approvers are the ones assigned to the user; without any, the ones assigned to their unit; without any,
 *   the nearest ancestor unit's; at the root without any, the organisation's admins (the admins of the root unit).
 * - A unit's approvers are the ones assigned to it; without any, inherited the same way from its ancestors.
 * Disabled and deleted users never approve.
 */
import { type Db } from "../db";

export interface ApproverJson {
  uid: string;
  pk: string;
  name: string;
  unit: { uid: string; name: string };
}

export interface EffectiveApprovers {
  /** Where the approvers come from: the user's own, a unit's (the unit itself or an ancestor), or the admins. */
  source: "USER" | "UNIT" | "ADMINS";
  /** The unit whose approvers apply (source UNIT) or the root (ADMINS); null for USER. */
  fromUnit: { uid: string; name: string } | null;
  approvers: ApproverJson[];
}

const APPROVER_COLUMNS = `u.uid, CAST(u.pk AS TEXT) AS pk, u.first_name || ' ' || u.last_name AS name, ou.uid AS unitUid, ou.name AS unitName`;
type Row = { uid: string; pk: string; name: string; unitUid: string; unitName: string };
const json = (row: Row): ApproverJson => ({ uid: row.uid, pk: row.pk, name: row.name, unit: { uid: row.unitUid, name: row.unitName } });

export function approverReader(db: Db) {
  const ofUser = db.prepare<[string], Row>(
    `SELECT ${APPROVER_COLUMNS} FROM user_approvers a JOIN users u ON u.uid = a.approver_uid JOIN org_units ou ON ou.uid = u.org_unit
     WHERE a.user_uid = ? AND u.disabled = 0 AND u.deleted_at IS NULL ORDER BY u.last_name, u.first_name`,
  );
  const ofUnit = db.prepare<[string], Row>(
    `SELECT ${APPROVER_COLUMNS} FROM unit_approvers a JOIN users u ON u.uid = a.approver_uid JOIN org_units ou ON ou.uid = u.org_unit
     WHERE a.unit_uid = ? AND u.disabled = 0 AND u.deleted_at IS NULL ORDER BY u.last_name, u.first_name`,
  );
  const adminsOf = db.prepare<[string], Row>(
    `SELECT ${APPROVER_COLUMNS} FROM users u JOIN org_units ou ON ou.uid = u.org_unit
     WHERE u.org_unit = ? AND u.disabled = 0 AND u.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM user_group_members m WHERE m.user_uid = u.uid AND m.group_uid IN ('b2badmingroup', 'CustomerAdmin'))
     ORDER BY u.last_name, u.first_name`,
  );
  const ancestry = db.prepare<[string], { uid: string; name: string }>(
    `WITH RECURSIVE up(uid, parent, name, depth) AS (
       SELECT uid, parent_uid, name, 0 FROM org_units WHERE uid = ?
       UNION ALL SELECT o.uid, o.parent_uid, o.name, up.depth + 1 FROM org_units o JOIN up ON o.uid = up.parent WHERE up.depth < 50)
     SELECT uid, name FROM up ORDER BY depth`,
  );
  const unitOfUser = db.prepare<[string], { unit: string }>("SELECT org_unit AS unit FROM users WHERE uid = ?");

  /** From `unitUid` up to the root: the first unit with approvers, else the root's admins. */
  function fromUnits(unitUid: string): EffectiveApprovers {
    const chain = ancestry.all(unitUid);
    for (const unit of chain) {
      const rows = ofUnit.all(unit.uid);
      if (rows.length > 0) return { source: "UNIT", fromUnit: unit, approvers: rows.map(json) };
    }
    const root = chain[chain.length - 1] ?? { uid: unitUid, name: unitUid };
    return { source: "ADMINS", fromUnit: root, approvers: adminsOf.all(root.uid).map(json) };
  }

  return {
    /** Approvers assigned to the unit itself (not inherited). */
    assignedToUnit: (unitUid: string): ApproverJson[] => ofUnit.all(unitUid).map(json),
    /** Approvers assigned to the user themselves (not inherited). */
    assignedToUser: (userUid: string): ApproverJson[] => ofUser.all(userUid).map(json),
    /** The approvers that apply to the unit's orders (its own, else inherited). */
    forUnit: (unitUid: string): EffectiveApprovers => fromUnits(unitUid),
    /** The approvers that apply to the user's orders (their own, else their unit's, inherited). */
    forUser(userUid: string): EffectiveApprovers {
      const own = ofUser.all(userUid);
      if (own.length > 0) return { source: "USER", fromUnit: null, approvers: own.map(json) };
      const unit = unitOfUser.get(userUid)?.unit;
      return unit ? fromUnits(unit) : { source: "ADMINS", fromUnit: null, approvers: [] };
    },
  };
}

export type ApproverReader = ReturnType<typeof approverReader>;
