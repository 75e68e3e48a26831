// Personnel (issue 7): skill API shapes.
export {};
