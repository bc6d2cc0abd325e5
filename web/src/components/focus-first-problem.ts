// After a refused save or submit, the keyboard's focus goes to the first field in error, or to the
// reasons shown with the form (data-testid="form-problems"), not to the top of the page (a11y QA).
// Not when the user has meanwhile taken the focus out of the form.
export function focusFirstProblem(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    if (!form) return;
    const active = document.activeElement;
    if (active && active !== document.body && !form.contains(active)) return;
    form.querySelector<HTMLElement>('[aria-invalid="true"], [data-testid="form-problems"]')?.focus();
  });
}
