import classes from './loading-bar.module.css';

/** A thin bar across the top of the page while API calls run (an indeterminate progress bar). */
export function LoadingBar({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div role="progressbar" aria-label="Loading" className={classes.bar}>
      <div className={classes.runner} />
    </div>
  );
}
