/** Every report-card query starts with this key: a saved term or remark refreshes the lists. */
export const reportCardsKey = ['report-cards'] as const;
