pub fn describe(label: &str) -> &'static str {
    match label {
        "cat" | "dog" => "a pet",
        "horse" => "a farm animal",
        "bird" => "a flyer",
        "apple" | "banana" => "a fruit",
        "sunset" => "an evening sky",
        _ => "something else",
    }
}

fn main() {
    println!("{}", describe("cat"));
}
