import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { RegistrationForm } from "~/components/registration/registration-form";
import { pageTitle } from "~/lib/page-title";
import { loadRegistrationForm, submitRegistrationForm } from "~/lib/registration/registration-form.server";

/**
 * `/register` (spec part 1 §2): the registration form for the code kept in the session by
 * `/register/{code}` (the same form and logic); without one, home. The wholesale site and
 * signed-in users go home.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Create your account", matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadRegistrationForm(request, context, params.code);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitRegistrationForm(request, context, params.code);
}

export default function RegisterRoute() {
  return <RegistrationForm />;
}
