/** 000 §9: a document keeps a new version only while it is under the organisation's maximum. */
export function shouldKeepVersion(totalVersions: number, max: number): boolean {
  return totalVersions < max;
}
