// Personnel (issue 7): job-level API shapes.
export {};
