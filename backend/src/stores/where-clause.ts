/** Named SQL parameters (`@name`) and their values. */
export type SqlParams = Record<string, string | number>;

/**
 * A WHERE clause of a filtered list: `base` AND every condition added, with each value bound as a named
 * parameter (`@p0`, `@p1`, … after the names already in `params`), never spliced into the SQL.
 */
export function whereClause<P extends SqlParams>(base: string, params: P) {
  const conditions = [base];
  /** Binds `value` as a new named parameter; returns its placeholder for the SQL text. */
  const param = (value: string | number) => {
    const name = `p${Object.keys(params).length}`;
    (params as SqlParams)[name] = value;
    return `@${name}`;
  };
  return {
    param,
    params,
    /** Adds a condition (write its values with `param`). */
    and(condition: string) {
      conditions.push(condition);
    },
    /** The conditions joined with AND (without the WHERE keyword). */
    get sql() {
      return conditions.join(" AND ");
    },
  };
}
