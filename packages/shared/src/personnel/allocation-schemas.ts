// Personnel (issue 7): allocation API shapes.
export {};
