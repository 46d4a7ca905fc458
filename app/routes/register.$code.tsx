import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { RegistrationForm } from "~/components/registration/registration-form";
import { pageTitle } from "~/lib/page-title";
import { loadRegistrationForm, submitRegistrationForm } from "~/lib/registration/registration-form.server";

/**
 * `/register/{code}` (spec part 1 §2): the backend checks the code; a valid one is kept in the
 * session and the registration form shows right here, the address bar unchanged (its POST comes
 * back to this address); an invalid or missing one goes home (which sends anonymous visitors to
 * sign in). Decision 017.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Create your account", matches) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadRegistrationForm(request, context, params.code);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return submitRegistrationForm(request, context, params.code);
}

export default function RegisterCodeRoute() {
  return <RegistrationForm />;
}
