import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { getCurrentUser } from "~/lib/occ/users.server";
import { pageTitle } from "~/lib/page-title";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Home", matches) }];

/** Home page (pageId homepage), guarded. The hero, quick links and banners come with the shell issue. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const occ = await getOcc(request, context);
  const user = await getCurrentUser(occ).catch(throwBackendError);
  return {
    salutation: user.preferredName ?? user.firstName,
    orgUnitName: user.orgUnit?.name ?? null,
  };
}


export default function Home() {
  const { salutation, orgUnitName } = useLoaderData<typeof loader>();
  return (
    <section className="hero" aria-labelledby="home-title">
      <h1 id="home-title">Welcome, {salutation}</h1>
      {orgUnitName ? <p className="hero__lead">Ordering for {orgUnitName}.</p> : null}
    </section>
  );
}
