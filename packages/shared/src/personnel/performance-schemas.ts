// Personnel (issue 7): performance API shapes.
export {};
