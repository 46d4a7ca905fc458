import { getOcc } from "~/lib/auth.server";
import { isOccError } from "~/lib/occ/errors";
import { getOrgUserFilters, listOrgUsers, type OrgUserListQuery } from "~/lib/occ/org-users.server";
import { requireOrgAdmin, throwOrgBackendError } from "~/lib/organisation/access.server";
import { type RequestContext } from "~/lib/request-context.server";
import * as m from "./messages";
import { type UserListValues } from "./paths";
import { ROLE_CHOICES, STATUS_CHOICES } from "./user-schemas";

/** 50 a page (spec part 2 §9: the paginator's default). */
export const USERS_PAGE_SIZE = 50;
const UNIT_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * /organisation/users (issue 26, H2): the GET filter form (search, unit, role, status) and one page of 50. A filter
 * value that is not an option (an edited URL) is dropped with a message next to its field; a page past the end shows
 * the last one. The list and its filter options are fetched in parallel.
 */
export async function loadUsersList(request: Request, context: RequestContext) {
  const user = await requireOrgAdmin(request, context);
  const caller = { occ: await getOcc(request, context) };
  const params = new URL(request.url).searchParams;
  const values: UserListValues = {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    unit: (params.get("unit") ?? "").trim(),
    role: params.get("role") ?? "",
    status: params.get("status") ?? "",
  };
  const errors: Partial<Record<keyof UserListValues, string>> = {};
  if (values.unit && !UNIT_ID.test(values.unit)) errors.unit = m.invalidFilter;
  if (values.role && !(ROLE_CHOICES as readonly string[]).includes(values.role)) errors.role = m.invalidFilter;
  if (values.status && !(STATUS_CHOICES as readonly string[]).includes(values.status)) errors.status = m.invalidFilter;
  const pageParam = Number(params.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam : 1;

  const query = (): OrgUserListQuery => ({
    currentPage: page - 1,
    pageSize: USERS_PAGE_SIZE,
    ...(values.q ? { search: values.q } : {}),
    ...(values.unit && !errors.unit ? { unitId: values.unit } : {}),
    ...(values.role && !errors.role ? { role: values.role } : {}),
    ...(values.status && !errors.status ? { status: values.status as OrgUserListQuery["status"] } : {}),
  });
  const listing = listOrgUsers(caller, query()).catch(async (error: unknown) => {
    // A unit outside the admin's scope (an edited URL) is not an option: drop it and say so.
    if (isOccError(error) && error.status === 404 && values.unit && !errors.unit) {
      errors.unit = m.invalidFilter;
      return listOrgUsers(caller, query());
    }
    throw error;
  });
  const [filters, firstPage] = await Promise.all([getOrgUserFilters(caller), listing]).catch(throwOrgBackendError);
  let list = firstPage;
  if (list.users.length === 0 && list.pagination.totalPages > 0 && page > list.pagination.totalPages) {
    list = await listOrgUsers(caller, { ...query(), currentPage: list.pagination.totalPages - 1 }).catch(throwOrgBackendError);
  }
  const { currentPage, pageSize, totalResults, totalPages } = list.pagination;
  const from = totalResults === 0 ? 0 : currentPage * pageSize + 1;
  return {
    siteType: user.siteType,
    values,
    errors,
    users: list.users,
    pagination: { currentPage, totalPages },
    range: { from, to: Math.min(totalResults, currentPage * pageSize + list.users.length), total: totalResults },
    units: filters.units,
    roles: filters.roles,
    statuses: filters.statuses,
  };
}
