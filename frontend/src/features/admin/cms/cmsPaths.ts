export const CMS_LIST = '/admin/cms';
export const cmsSectionPath = (id: string) => `${CMS_LIST}/${id}`;
