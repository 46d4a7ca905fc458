import { Link } from "@remix-run/react";

/** Where 'Register' goes: how accounts are opened (a registration link with a code; spec part 1 §2). */
export const REGISTER_HELP_PATH = "/faq#FaqRegisterParagraph-heading";

/**
 * The header's mini login for an anonymous visitor (issue 25; spec part 2 §2 "mini login (greeting, Sign In /
 * Register)", Spartacus' `miniLogin.signInRegister`): a greeting and plain links, no JavaScript. 'Register' only
 * where registration exists — the corporate site; the wholesale site has none (spec part 1 §2). Registration opens
 * from the registration link an organisation sends (`/register/{code}`), so 'Register' explains how to get one.
 */
export function MiniLogin({ signIn, canRegister }: { signIn: string; canRegister: boolean }) {
  return (
    <p className="mini-login">
      <span className="mini-login__greeting">Welcome</span>{" "}
      <Link to={signIn} className="site-header__link site-header__sign-in">
        Sign In
      </Link>
      {canRegister ? (
        <>
          <span className="mini-login__separator" aria-hidden="true">
            /
          </span>
          <Link to={REGISTER_HELP_PATH} className="site-header__link mini-login__register">
            Register
          </Link>
        </>
      ) : null}
    </p>
  );
}
