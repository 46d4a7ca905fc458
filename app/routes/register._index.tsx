import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { RegistrationForm } from "~/components/registration/registration-form";
import { pageTitle } from "~/lib/page-title";
import { registrationFormAction, registrationFormLoader } from "~/lib/registration/registration-form.server";

/**
 * `/register` (spec part 1 §2): the registration form for the code kept in the session by
 * `/register/{code}` (the same form and logic); without one, home. The wholesale site and
 * signed-in users go home.
 */
export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle("Create your account", matches) }];

export async function loader(args: LoaderFunctionArgs) {
  return registrationFormLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return registrationFormAction(args);
}

export default function RegisterRoute() {
  return <RegistrationForm />;
}
