// Personnel (issue 7): department API shapes.
export {};
