struct ObjectCategory {
    let id: String
    let identifiers: [String]
}

let objectCategories = [
    ObjectCategory(id: "Dog", identifiers: [
        "dog", "puppy",
    ]),
    ObjectCategory(id: "cat", identifiers: [
        "cat", "kitten",
    ]),
    ObjectCategory(id: "bird", identifiers: [
        "bird", "parrot",
    ]),
    ObjectCategory(id: "horse", identifiers: [
        "horse",
    ]),
    ObjectCategory(
        id: "fruit",
        identifiers: ["apple", "banana", "orange"]
    ),
    ObjectCategory(id: "greeting", identifiers: ["hello"]),
]
