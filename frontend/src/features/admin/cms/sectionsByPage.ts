/** Consecutive sections of one page together, in the order the API sent them (by page already). */
export function sectionsByPage<S extends { page: string }>(sections: readonly S[]) {
  const groups: { page: string; sections: S[] }[] = [];
  for (const section of sections) {
    const last = groups.at(-1);
    if (last?.page === section.page) last.sections.push(section);
    else groups.push({ page: section.page, sections: [section] });
  }
  return groups;
}
