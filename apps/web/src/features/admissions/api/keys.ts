/** Every admissions query starts with this key: a change to a lead refreshes them all. */
export const leadsKey = ['admissions'];
