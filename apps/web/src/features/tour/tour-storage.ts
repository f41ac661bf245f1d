/** Completion is remembered per tour key, so a new tour version can show again. */
export const isTourDone = (key: string) => {
  try {
    return localStorage.getItem(key) === 'done';
  } catch {
    return false;
  }
};
export const markTourDone = (key: string) => {
  try {
    localStorage.setItem(key, 'done');
  } catch {
    // storage full or blocked: the tour may show again, nothing else breaks
  }
};
