// Links and actions in a table row, as Mantine's Group, compact light Button and small Anchor
// render them (same elements, classes and look) without their components: a page of 100 patients
// with a Group, a Button and an Anchor each spent about half its page change in them.
import { Anchor, Button, Group, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './row-action.module.css';

const groupClass = `${Group.classes.root} ${classes.group}`;
const buttonClass = `mantine-focus-auto mantine-active ${Button.classes.root} ${UnstyledButton.classes.root} ${classes.button}`;
const linkClass = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} ${classes.link}`;

export function RowActionGroup({ children }: { children: ReactNode }) {
  return <div className={groupClass}>{children}</div>;
}

export function RowActionButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={buttonClass} data-variant="light" data-size="compact-xs" onClick={onClick}>
      <span className={Button.classes.inner}><span className={Button.classes.label}>{children}</span></span>
    </button>
  );
}

/** A link in a cell, as Mantine's small Anchor (record links and row actions). */
export function CellLink({ to, children }: { to: string; children: ReactNode }) {
  return <Link to={to} className={linkClass} data-size="sm" data-underline="hover">{children}</Link>;
}
