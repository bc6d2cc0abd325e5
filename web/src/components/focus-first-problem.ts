// After a refused save or submit, the keyboard's focus goes to the first field in error, or to the
// reasons shown with the form (data-testid="form-problems"), not to the top of the page (a11y QA).
// Not when the user has meanwhile taken the focus out of the form.
// The errors are set in the same callback, but React renders them in a task of its own, which a
// loaded machine ran after the next frame: the field was not yet marked and kept no focus (a CI
// failure in units.spec). So each frame looks again, for up to MAX_FRAMES.
const MAX_FRAMES = 30;

export function focusFirstProblem(form: HTMLElement | null, framesLeft = MAX_FRAMES): void {
  requestAnimationFrame(() => {
    if (!form) return;
    const active = document.activeElement;
    if (active && active !== document.body && !form.contains(active)) return;
    const problem = form.querySelector<HTMLElement>('[aria-invalid="true"], [data-testid="form-problems"]');
    if (problem) problem.focus();
    else if (framesLeft > 1) focusFirstProblem(form, framesLeft - 1);
  });
}
