/** Every homework query starts with this key: a change to one refreshes the lists too. */
export const homeworkKey = ['homework'] as const;
