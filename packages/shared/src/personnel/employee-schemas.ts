// Personnel (issue 7): employee API shapes.
export {};
