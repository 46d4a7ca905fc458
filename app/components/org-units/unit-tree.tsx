import { Link } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "~/components/form/comment-field";
import { type Words } from "~/lib/org-units/messages";
import { statusDisabled } from "~/lib/organisation/messages";

export interface TreeNode {
  id: string;
  name: string;
  active: boolean;
  children: TreeNode[];
}

const unitHref = (uid: string) => `/organisation/units/${encodeURIComponent(uid)}`;

/**
 * The units / stores tree (issue 26, H1): nested lists of links that work without JavaScript (everything shown). With
 * JavaScript each unit with children gets a button that shows or hides them (`aria-expanded`, `aria-controls`); the
 * top two levels start open.
 */
export function UnitTree({ root, words }: { root: TreeNode; words: Words }) {
  return (
    <ul className="org-tree" aria-label={words.units}>
      <UnitTreeItem node={root} depth={0} />
    </ul>
  );
}

function UnitTreeItem({ node, depth }: { node: TreeNode; depth: number }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(depth < 1);
  const hasChildren = node.children.length > 0;
  const listId = `org-tree-${node.id}`;
  const shown = !hydrated || open;
  return (
    <li className="org-tree__item">
      <div className="org-tree__row">
        {hydrated && hasChildren ? (
          <button
            type="button"
            className="org-tree__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">{open ? "\u2212" : "+"}</span>
            <span className="visually-hidden">{`${open ? "Collapse" : "Expand"} ${node.name}`}</span>
          </button>
        ) : (
          <span className="org-tree__spacer" aria-hidden="true" />
        )}
        <Link to={unitHref(node.id)} className="org-tree__link">
          {node.name}
        </Link>
        {node.active ? null : <span className="org-status org-status--disabled">{statusDisabled}</span>}
      </div>
      {hasChildren ? (
        <ul className="org-tree__children" id={listId} hidden={!shown}>
          {node.children.map((child) => (
            <UnitTreeItem key={child.id} node={child} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
