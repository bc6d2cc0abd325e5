import { NavLink } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { isActiveLink, type MenuGroup, type MenuNode } from '../utils/menu-model';

function containsActive(node: MenuNode, pathname: string): boolean {
  return node.kind === 'link' ? isActiveLink(node.to, pathname) : node.children.some((child) => containsActive(child, pathname));
}

interface MenuEntryProps {
  node: MenuNode;
  pathname: string;
  onSelect: () => void;
}

/** A sidebar entry: a real link, or a group that folds (open when it holds the current page). */
export function MenuEntry({ node, pathname, onSelect }: MenuEntryProps) {
  if (node.kind === 'group') return <MenuGroupEntry node={node} pathname={pathname} onSelect={onSelect} />;
  // Home is active only on / itself; "My Home" shares that page, so only exact matches light up.
  const active = node.to === '/' ? pathname === '/' && node.id === 'home' : isActiveLink(node.to, pathname);
  if (node.disabled) return <NavLink label={node.label} disabled />;
  return <NavLink component={Link} to={node.to} label={node.label} active={active} onClick={onSelect} />;
}

/** A group that folds: a button saying whether it is open (aria-expanded), open when it holds the current page. */
function MenuGroupEntry({ node, pathname, onSelect }: MenuEntryProps & { node: MenuGroup }) {
  const [opened, setOpened] = useState(() => node.expanded || containsActive(node, pathname));
  return (
    // A button, so that folding a group is reachable by keyboard and named for assistive tech.
    <NavLink
      component="button"
      type="button"
      label={node.label}
      disabled={node.disabled}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset="md"
    >
      {node.children.map((child) => (
        <MenuEntry key={child.id} node={child} pathname={pathname} onSelect={onSelect} />
      ))}
    </NavLink>
  );
}
