import { Outlet } from "@remix-run/react";
import { AccountNav } from "~/components/account/account-nav";

/**
 * The account area's layout (issue 25): the account navigation beside the page. No loader of its own: every child
 * route signs the user in and authorises itself; the navigation reads the shell's account links from the root.
 */
export default function MyAccountLayout() {
  return (
    <div className="account-layout">
      <AccountNav />
      <div className="account-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
