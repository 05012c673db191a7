/** Every doubts query starts with this key: a change to one doubt refreshes the lists too. */
export const doubtsKey = ['doubts'] as const;
