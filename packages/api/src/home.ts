/** Home calls (issue 24; 002 §7): thin wrappers over call(). */
export {};
