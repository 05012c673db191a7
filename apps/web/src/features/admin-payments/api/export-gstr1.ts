/** GET /api/admin/payments/gstr1: a month's GSTR-1, the offline tool's CSVs in one zip. */
export const gstr1Href = (month: string) =>
  `/api/admin/payments/gstr1?month=${encodeURIComponent(month)}`;
