import { NavLink } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MenuGroup, MenuNode } from '../utils/menu-model';

function containsActive(node: MenuNode, activeTo: string | null): boolean {
  return node.kind === 'link' ? node.to === activeTo : node.children.some((child) => containsActive(child, activeTo));
}

interface MenuEntryProps {
  node: MenuNode;
  /** The menu link the current page is under (activeLinkOf). */
  activeTo: string | null;
  onSelect: () => void;
}

/** A sidebar entry: a real link, or a group that folds (open when it holds the current page). */
export function MenuEntry({ node, activeTo, onSelect }: MenuEntryProps) {
  if (node.kind === 'group') return <MenuGroupEntry node={node} activeTo={activeTo} onSelect={onSelect} />;
  // "My Home" shares Home's page (/): only Home lights up there.
  const active = node.to === activeTo && (node.to !== '/' || node.id === 'home');
  if (node.disabled) return <NavLink label={node.label} disabled />;
  return <NavLink component={Link} to={node.to} label={node.label} active={active} onClick={onSelect} />;
}

/** A group that folds: a button saying whether it is open (aria-expanded), open when it holds the current page. */
function MenuGroupEntry({ node, activeTo, onSelect }: MenuEntryProps & { node: MenuGroup }) {
  const [opened, setOpened] = useState(() => node.expanded || containsActive(node, activeTo));
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
      // A group's links are unmounted once it has closed (Mantine keeps them in a hidden React
      // <Activity> by default, where their effects do not run).
      keepMounted={false}
    >
      {node.children.map((child) => (
        <MenuEntry key={child.id} node={child} activeTo={activeTo} onSelect={onSelect} />
      ))}
    </NavLink>
  );
}
