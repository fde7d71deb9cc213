/**
 * /editor/{workflowId}/annotations (issue 22; 001 §2 annotation canvas): placeholder until the
 * annotation editor lands.
 */
export function AnnotatePage() {
  return <div data-testid="annotate-page" />;
}
