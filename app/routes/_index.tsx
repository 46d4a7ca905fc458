import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { HomePage } from "~/components/shell/home-page";
import { loadHomePage } from "~/lib/shell/home.server";
import { isHomePath } from "~/lib/shell/page-modes";
import { pageTitle } from "~/lib/page-title";

/** Home page (spec part 1 §2: pageId homepage, guarded); /home is an alias (app/routes/home.tsx). */
export const handle = { pageId: "homepage" };

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Home", matches) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadHomePage(request, context);
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return <HomePage {...data} showBanners={isHomePath(pathname)} />;
}
