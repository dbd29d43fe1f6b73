/** A spinner with words, announced to screen readers. */
export function Loading({ label }: { label: string }) {
  return (
    <div class="loading" role="status">
      <span class="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
