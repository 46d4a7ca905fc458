import { useAccountNav } from "~/components/account/account-nav";
import { AreaLayout } from "~/components/area-layout";

/**
 * The account area's layout (issue 25): the account navigation beside the page. No loader of its own: every child
 * route signs the user in and authorises itself; the navigation reads the shell's account links from the root.
 */
export default function MyAccountLayout() {
  return <AreaLayout label="My account" entries={useAccountNav()} />;
}
